// @ts-check
/**
 * cepa/story-calls-in-play: the testing calls Storybook records (`within`, `expect`, `waitFor`, `screen.*`,
 * `userEvent.*`... from 'storybook/test') are made while a story plays, never when a file loads.
 *
 * In the manager (the dev Storybook, the static one opened in a browser) Storybook records each such call
 * under an id made of the story, a counter and the method, and the Interactions panel draws each call with
 * the calls it was made on. A call made when a story file loads takes a number before the play starts; the
 * counter starts again with the play, two calls get the same id, and one can end up naming itself: the
 * panel then draws it without end and the tab freezes (issue #35: `const body = within(document.body)` at
 * the top of the header's stories froze `Layout/Header/Guest`). `fn()` is not recorded this way: a spy
 * made at load (`args: { onClick: fn() }`) is fine.
 */

/** What storybook/test exports that Storybook does not record: spies and mocks, made at load by design. */
const unrecorded = new Set(['fn', 'spyOn', 'mocked', 'clearAllMocks', 'resetAllMocks', 'restoreAllMocks']);

/** @type {import('eslint').Rule.RuleModule} */
const storyCallsInPlay = {
  meta: {
    type: 'problem',
    docs: { description: "storybook/test's recorded calls are made inside a function, never at load." },
    schema: [],
    messages: {
      atLoad:
        "`{{name}}` from 'storybook/test' is called when the file loads: Storybook records it among the next " +
        "story's calls and their ids collide (the dev Storybook's tab froze on it, issue #35). Call it inside " +
        'the play function (`screen` for the whole document).',
    },
  },
  create(context) {
    /** Local names bound to storybook/test's recorded exports. */
    const recorded = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'storybook/test') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') {
            const imported =
              specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
            if (!unrecorded.has(String(imported))) recorded.add(specifier.local.name);
          } else recorded.add(specifier.local.name);
        }
      },
      CallExpression(node) {
        /** @type {import('estree').Node} */
        let callee = node.callee;
        while (callee.type === 'MemberExpression') callee = callee.object;
        if (callee.type !== 'Identifier' || !recorded.has(callee.name)) return;
        const insideFunction = context.sourceCode
          .getAncestors(node)
          .some((a) => /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(a.type));
        if (!insideFunction) context.report({ node, messageId: 'atLoad', data: { name: callee.name } });
      },
    };
  },
};

export default storyCallsInPlay;
