/**
 * A node of the trees the lesson plugins rewrite: mdast, hast and MDX's JSX nodes, whichever tree
 * unified hands a plugin at its step. Loosely typed on purpose (the unist, mdast and hast types
 * do not describe the MDX JSX nodes the plugins create in between); the code tests `type`,
 * `tagName` and `name` before it reads anything else.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the MDX JSX nodes have no published type (above)
export type TreeNode = { type: string; [field: string]: any };

/** The text a node holds, its descendants' joined: textOf(heading) is the heading as read. */
export function textOf(node: TreeNode): string {
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(textOf).join("");
}
