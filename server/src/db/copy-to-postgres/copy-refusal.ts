/** A copy that must not start (or go on); the message (pt-BR) is shown to the operator as it is. */
export class CopyRefusal extends Error {
  override name = 'CopyRefusal';
}
