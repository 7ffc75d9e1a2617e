// How the site's commands that ask other servers (`npm run citations`, `npm run fetch-images`) name
// themselves and say why a request failed. The build itself never asks the network.

/** Who is asking: some hosts refuse a request that does not say. */
export const USER_AGENT = "portfolio-site-tools/1 (a researcher's static website, run by its owner)";

/** Why `fetch` threw, in a few words: "no answer within 10000 ms", or the system's reason. */
export function failureReason(error: unknown, timeoutMs: number) {
  const { name, cause, message } = error as Error;
  return name === "TimeoutError"
    ? `no answer within ${timeoutMs} ms`
    : `${(cause as Error | undefined)?.message ?? message}`;
}
