// Preloaded into a process (NODE_OPTIONS="--import ./scripts/no-network.mjs") to prove it needs no network:
// every fetch, DNS lookup and TCP connection to another machine fails, and is appended to NO_NETWORK_LOG when
// set, so an attempt shows even where the process catches the error. This machine stays reachable: React
// Router prerenders through a local preview server, and a test's stand-in counts what reaches it.
import { appendFileSync } from "node:fs";
import dns from "node:dns";
import net from "node:net";

// The wildcard addresses are what a local server listens on; looking them up reaches no other machine.
const LOCAL_HOSTS = new Set([
  "localhost",
  "127.0.0.1",
  "::1",
  "[::1]",
  "0.0.0.0",
  "::",
  "0000:0000:0000:0000:0000:0000:0000:0000",
]);
const isLocal = (host) => host === undefined || host === "" || LOCAL_HOSTS.has(String(host).toLowerCase());

// The log exists from the start, empty while nothing was tried: a test then knows the guard was on.
if (process.env.NO_NETWORK_LOG) appendFileSync(process.env.NO_NETWORK_LOG, "");

function refused(what) {
  if (process.env.NO_NETWORK_LOG) appendFileSync(process.env.NO_NETWORK_LOG, `${process.pid} ${what}\n`);
  return new Error(`The network is off in this process: ${what}`);
}

const fetchOnThisMachine = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!isLocal(url.hostname)) throw refused(`fetch ${url}`);
  return fetchOnThisMachine(input, init);
};

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const [first] = args;
  const options = Array.isArray(first) ? first[0] : first;
  const byOptions = typeof options === "object" && options !== null;
  const host = byOptions ? options.host : typeof args[1] === "string" ? args[1] : undefined;
  if (!(byOptions && options.path) && !isLocal(host)) throw refused(`connect to ${host}`);
  return connect.apply(this, args);
};

for (const resolver of [dns, dns.promises]) {
  const lookup = resolver.lookup;
  resolver.lookup = function (host, ...rest) {
    if (!isLocal(host)) throw refused(`DNS lookup of ${host}`);
    return lookup.call(this, host, ...rest);
  };
}
