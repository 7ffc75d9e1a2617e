// The module the content plugin makes (scripts/content-graph.ts).
declare module "virtual:content-graph" {
  const graph: import("./built-graph.server").BuiltGraph;
  export default graph;
}
