import { type BuildOptions } from 'esbuild';
export declare const serverBundlePath = "dist/server.mjs";
export declare const serverBundleOptions: BuildOptions;
