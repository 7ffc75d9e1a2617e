// The owner's base path, resolved once per build from its two inputs (app/base-path-rules.ts): BASE_PATH, else
// the path of site.url. vite.config.ts makes it Vite's base and react-router.config.ts React Router's
// basename; every other module reads it back from Vite (app/base-path.ts).
import { site } from "~/content/site";
import { BASE_PATH_VARIABLE, resolveBasePath } from "./base-path-rules";

export function ownersBasePath() {
  return resolveBasePath(process.env[BASE_PATH_VARIABLE], site.url);
}
