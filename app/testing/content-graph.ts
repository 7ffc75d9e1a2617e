// `virtual:content-graph` in the unit tests (vitest.config.ts): the first test owner's graph, made once for
// the run by vitest.content-graph.ts.
import { inject } from "vitest";

export default inject("contentGraph");
