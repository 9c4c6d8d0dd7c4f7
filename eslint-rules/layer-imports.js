// Local ESLint rule: a relative import must stay inside its own layer (app/, server/, core/, …) and,
// under services/, inside its own slice. Anything beyond is imported through a subpath import
// (#core/…, #services/<slice>, …), which the no-restricted-imports rules of eslint.config.js can
// then check per room (docs/architecture.md "Rooms"). Without this rule `../../db/client` would
// slip past every one of those rules.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The room a repository path belongs to: its top folder, or services/<slice>. */
function roomOf(path) {
  const parts = relative(root, path).split(sep);
  if (parts.length === 1) return '.';
  if (parts[0] === 'services' && parts.length > 2) return `services/${parts[1]}`;
  return parts[0];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'relative imports stay inside their layer or services slice' },
    schema: [],
    messages: {
      leaves:
        "'{{source}}' leaves {{from}} for {{to}}: import it as '#{{suggestion}}' (a subpath import the room rules check).",
    },
  },
  create(context) {
    const file = context.filename;
    const from = roomOf(file);
    // Root-level config files and scripts (run by plain Node) import relatively on purpose.
    if (from === '.' || from === 'scripts') return {};
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = resolve(dirname(file), source.value);
      const to = roomOf(target);
      if (to === from) return;
      context.report({
        node: source,
        messageId: 'leaves',
        data: {
          source: source.value,
          from,
          to,
          suggestion: relative(root, target).split(sep).join('/'),
        },
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
