// `npm start`: builds the site and serves the build folder as a static host would.
import { execSync } from "node:child_process";
import { serve } from "./serve.mjs";

execSync("npx react-router build", { stdio: "inherit" });
const { url } = await serve({ port: Number(process.env.PORT ?? 3000) });
console.log(`\nThe site is running at ${url}  (Ctrl+C to stop)`);
