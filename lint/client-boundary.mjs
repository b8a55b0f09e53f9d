// ESLint rule: a module that starts with 'use client' is browser code wherever it sits, so it may not
// import what the browser must never carry. Options: { patterns: [{ regex, message, allowTypeImports }] },
// the shape no-restricted-imports takes, which covers the browser folders by path.

function isClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
}

/** Whether a declaration brings in types only (`import type`, or every specifier marked `type`). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** @type {import('eslint').Rule.RuleModule} */
export const clientBoundary = {
  meta: {
    type: 'problem',
    docs: { description: "Keep server-only modules out of 'use client' modules" },
    schema: [{
      type: 'object',
      properties: {
        patterns: {
          type: 'array',
          items: {
            type: 'object',
            properties: { regex: { type: 'string' }, message: { type: 'string' }, allowTypeImports: { type: 'boolean' } },
            required: ['regex'],
            additionalProperties: false,
          },
        },
      },
      additionalProperties: false,
    }],
    messages: { forbidden: "'{{source}}' is not allowed in a 'use client' module. {{message}}" },
  },
  create(context) {
    const patterns = (context.options[0]?.patterns ?? []).map((p) => ({ ...p, test: new RegExp(p.regex, 'u') }));
    let client = false;
    const check = (node, source, types) => {
      if (!client || typeof source !== 'string') return;
      const hit = patterns.find((p) => p.test.test(source) && !(types && p.allowTypeImports));
      if (hit) context.report({ node, messageId: 'forbidden', data: { source, message: hit.message ?? '' } });
    };
    return {
      Program(node) {
        client = isClientModule(node);
      },
      ImportDeclaration: (node) => check(node, node.source.value, typeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};
