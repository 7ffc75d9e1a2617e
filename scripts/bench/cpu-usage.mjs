// Preloaded (node --import) into each build a benchmark runs (sites.mjs): as the build exits, writes its CPU
// time (user and system, every thread, in ms) to the file CPU_USAGE_FILE names. On a shared machine the
// wall-clock time mostly measures the neighbours; the CPU time is the build's own.
import { writeFileSync } from "node:fs";

process.on("exit", () => {
  const { user, system } = process.cpuUsage();
  if (process.env.CPU_USAGE_FILE)
    writeFileSync(process.env.CPU_USAGE_FILE, String(Math.round((user + system) / 1000)));
});
