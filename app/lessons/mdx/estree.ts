// Tiny builders for the ESTree nodes MDX accepts inside its syntax trees. Written here rather
// than pulled from estree-util-value-to-estree, which is only a transitive dependency.

/**
 * A JSON-like value as an ESTree expression: valueToEstree([1, "a"]) is the literal `[1, "a"]`.
 */
export function valueToEstree(value: unknown): object {
  if (value === null || typeof value === "string" || typeof value === "boolean") {
    return { type: "Literal", value };
  }
  if (typeof value === "number" && Number.isFinite(value)) {
    return value < 0 ? { type: "UnaryExpression", operator: "-", prefix: true, argument: { type: "Literal", value: -value } } : { type: "Literal", value };
  }
  if (Array.isArray(value)) {
    return { type: "ArrayExpression", elements: value.map(valueToEstree) };
  }
  if (typeof value === "object") {
    return {
      type: "ObjectExpression",
      properties: Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([key, v]) => ({
          type: "Property",
          kind: "init",
          method: false,
          shorthand: false,
          computed: false,
          key: { type: "Literal", value: key },
          value: valueToEstree(v),
        })),
    };
  }
  throw new TypeError(`valueToEstree: cannot write a ${typeof value} as a literal`);
}

/**
 * A JSX attribute `name={value}` for an MDX JSX element, value being JSON-like data.
 */
export function mdxExpressionAttribute(name: string, value: unknown) {
  return {
    type: "mdxJsxAttribute",
    name,
    value: {
      type: "mdxJsxAttributeValueExpression",
      value: JSON.stringify(value),
      data: {
        estree: {
          type: "Program",
          sourceType: "module",
          body: [{ type: "ExpressionStatement", expression: valueToEstree(value) }],
        },
      },
    },
  };
}

/**
 * A JSX attribute `name="value"`.
 */
export function mdxStringAttribute(name: string, value: string) {
  return { type: "mdxJsxAttribute", name, value };
}
