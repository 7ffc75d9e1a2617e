// What stops the build because of the owner's content, not the code: its message names the file, the item
// and the field, and it is all the build prints. The trace of the build's own code under it would bury what
// the owner has to fix; a fault of the code (a TypeError) still prints with its trace.
export class ContentProblem extends Error {
  override name = "ContentProblem";

  /**
   * How Node prints it, in the build's last words: the message alone. The key is `util.inspect.custom` under
   * the portable name Node documents for it, since the browser's bundle has this module too (not a registry).
   */
  [Symbol.for("nodejs.util.inspect.custom")]() {
    return this.message;
  }
}
