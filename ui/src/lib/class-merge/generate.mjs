// Writes ui/src/lib/class-merge/config.ts: tailwind-merge's default configuration cut down to the class
// groups the design system, the slices and the site use (125 of its 379 today). `cn` merges with it:
// every page's first JavaScript is 2.8 kB (gzip) lighter, and the first merge builds a third of the
// class map.
//
// The groups kept are copied from the default configuration unchanged (their validators, theme scales,
// conflicts), so a class of a kept group merges exactly as tailwind-merge's own `twMerge` merges it.
// `class-merge.test.ts` fails when the code uses a class of a group left out (or the file is stale),
// and says to run this again:
//
//   node ui/src/lib/class-merge/generate.mjs
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge';
import { classesInSources } from './sources.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const defaults = getDefaultConfig();

/** A merge that knows the given class groups only. */
const mergeWith = (classGroups) =>
  createTailwindMerge(() => ({
    ...defaults,
    classGroups,
    conflictingClassGroups: {},
    conflictingClassGroupModifiers: {},
    postfixLookupClassGroups: [],
  }));

/** The text of config.ts for the code as it is now (what the test compares the file with). */
export async function configSource() {
  const used = classesInSources();
  // Arbitrary properties (`[scrollbar-width:thin]`) merge by their property name, in no group.
  const withoutGroups = mergeWith({});
  const grouped = used.filter((c) => withoutGroups(`${c} ${c}`) !== c);

  /** The used classes that belong to `group`: a merge that knows that group only folds them. */
  function membersOf(group, classes) {
    const only = mergeWith({ [group]: defaults.classGroups[group] });
    return classes.filter((c) => only(`${c} ${c}`) === c);
  }
  const kept = Object.keys(defaults.classGroups).filter((group) => membersOf(group, grouped).length > 0);

  // ── Serialising the definitions: strings and objects as they are, validators by name, theme scales by key.
  // A list the default configuration builds once for many groups (the spacing scale of every padding and
  // margin group, say) is written once, as a constant the groups share.
  /** @type {Map<string, { name: string, text: string, uses: number }>} */
  const scales = new Map();
  const validatorNames = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));
  const themeKeys = new Set();
  function themeKeyOf(getter) {
    let key;
    getter(new Proxy({}, { get: (_, k) => ((key = String(k)), []) }));
    if (!key) throw new Error('a theme getter that reads no theme key');
    return key;
  }
  function source(definition) {
    if (typeof definition === 'string') return JSON.stringify(definition);
    if (typeof definition === 'function') {
      if (definition.isThemeGetter) {
        const key = themeKeyOf(definition);
        themeKeys.add(key);
        return `fromTheme(${JSON.stringify(key)})`;
      }
      const name = validatorNames.get(definition);
      if (!name) throw new Error(`a validator tailwind-merge does not export: ${definition}`);
      return `v.${name}`;
    }
    if (Array.isArray(definition)) {
      const text = `[${definition.map(source).join(', ')}]`;
      if (text.length < 40) return text;
      let scale = scales.get(text);
      if (!scale) scales.set(text, (scale = { name: `scale${scales.size + 1}`, text, uses: 0 }));
      scale.uses++;
      return `@@${scale.name}@@`;
    }
    return `{ ${Object.entries(definition)
      .map(([k, d]) => `${JSON.stringify(k)}: ${source(d)}`)
      .join(', ')} }`;
  }

  const classGroups = kept.map(
    (group) => `    ${JSON.stringify(group)}: ${source(defaults.classGroups[group])},`,
  );
  // Theme scales can name other scales: keep every key reached.
  const theme = [];
  for (const done = new Set(); [...themeKeys].some((k) => !done.has(k));) {
    for (const key of [...themeKeys].filter((k) => !done.has(k)).sort()) {
      done.add(key);
      theme.push(`    ${JSON.stringify(key)}: ${source(defaults.theme[key] ?? [])},`);
    }
  }
  const keptSet = new Set(kept);
  const conflicts = Object.entries(defaults.conflictingClassGroups)
    .filter(([group]) => keptSet.has(group))
    .map(([group, others]) => [group, others.filter((o) => keptSet.has(o))])
    .filter(([, others]) => others.length > 0)
    .map(([group, others]) => `    ${JSON.stringify(group)}: ${JSON.stringify(others)},`);
  const modifierConflicts = Object.entries(defaults.conflictingClassGroupModifiers)
    .filter(([group]) => keptSet.has(group))
    .map(([group, others]) => `    ${JSON.stringify(group)}: ${JSON.stringify(others)},`);
  const postfixLookup = (defaults.postfixLookupClassGroups ?? []).filter((g) => keptSet.has(g));

  const byName = new Map([...scales.values()].map((scale) => [scale.name, scale]));
  // Inner lists were met first, so each constant comes after those it names; numbered in that order.
  const sharedScales = [...scales.values()].filter((scale) => scale.uses > 1);
  const constantName = new Map(sharedScales.map((scale, i) => [scale.name, `scale${i + 1}`]));
  const resolve = (text) =>
    text.replace(/@@(scale\d+)@@/g, (_, name) => constantName.get(name) ?? resolve(byName.get(name).text));
  const constants = sharedScales.map(
    (scale) => `const ${constantName.get(scale.name)} = ${resolve(scale.text)};`,
  );

  const out =
    resolve(`// Written by \`node ui/src/lib/class-merge/generate.mjs\`: do not edit. tailwind-merge's default
// configuration (tailwind-merge ${JSON.parse(fs.readFileSync(path.join(here, '../../../node_modules/tailwind-merge/package.json'), 'utf8')).version}) cut down to the ${kept.length} class groups the code uses
// (${used.length} classes), each group's definition unchanged.
import { fromTheme, validators as v, type Config } from 'tailwind-merge';

${constants.join('\n')}

export const classMergeConfig: Config<string, string> = {
  cacheSize: ${defaults.cacheSize},
  theme: {
${theme.join('\n')}
  },
  classGroups: {
${classGroups.join('\n')}
  },
  conflictingClassGroups: {
${conflicts.join('\n')}
  },
  conflictingClassGroupModifiers: {
${modifierConflicts.join('\n')}
  },
  postfixLookupClassGroups: ${JSON.stringify(postfixLookup)},
  orderSensitiveModifiers: ${JSON.stringify(defaults.orderSensitiveModifiers)},
};

/** The groups kept, for the test that holds the code to them. */
export const keptClassGroups = ${JSON.stringify(kept)};
`);
  const file = path.join(here, 'config.ts');
  const formatted = await prettier.format(out, { ...(await prettier.resolveConfig(file)), filepath: file });
  return { source: formatted, kept: kept.length, used: used.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { source, kept, used } = await configSource();
  fs.writeFileSync(path.join(here, 'config.ts'), source);
  process.stdout.write(
    `class-merge: ${kept} of ${Object.keys(defaults.classGroups).length} groups kept (${used} classes used)\n`,
  );
}
