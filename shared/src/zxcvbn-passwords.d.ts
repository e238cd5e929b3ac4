// The package types only its root; this is the one list imported from it by path.
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}
