import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DependencyTree, parseCircular, parseDependencyTree } from 'dpdm';
import { beforeAll, describe, expect, it } from 'vitest';

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(SERVER, 'src');
const MODULES = join(SRC, 'modules');

/** Every import of every file under src, types included (a type-only circle is still a circle to read). */
async function importGraph(): Promise<DependencyTree> {
  return parseDependencyTree('src/**/*.ts', {
    cwd: SERVER,
    context: SERVER,
    tsconfig: join(SERVER, 'tsconfig.json'),
    transform: false,
    skipDynamicImports: false,
    // Only our own files: packages and the shared workspace are not followed.
    exclude: /node_modules|packages[\\/]shared/,
  });
}

/** `[from, to]` for each import of a file under src/modules from one under src/plugins. */
function moduleImportsOfPlugins(tree: DependencyTree): [string, string][] {
  const found: [string, string][] = [];
  for (const [file, deps] of Object.entries(tree)) {
    if (!file.startsWith('src/modules/')) continue;
    for (const dep of deps ?? []) if (dep.id?.startsWith('src/plugins/')) found.push([file, dep.id]);
  }
  return found;
}

/** Each domain folder and the wiring files in it; a domain has exactly one `<domain>.module.ts`. */
function wiringFiles(modulesDir: string): Record<string, string[]> {
  const domains: Record<string, string[]> = {};
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    domains[entry.name] = readdirSync(join(modulesDir, entry.name)).filter((f) => f.endsWith('.module.ts'));
  }
  return domains;
}

describe('server architecture', () => {
  let tree: DependencyTree;
  beforeAll(async () => {
    tree = await importGraph();
  }, 60_000);

  it('reads the whole server', () => {
    expect(Object.keys(tree).filter((f) => f.startsWith('src/modules/')).length).toBeGreaterThan(50);
  });

  it('has no import circle', () => {
    const circles = parseCircular(tree).map((c) => c.join(' -> '));
    expect(circles).toEqual([]);
  });

  it('keeps modules independent of plugins (plugins may use modules, never the other way)', () => {
    expect(moduleImportsOfPlugins(tree)).toEqual([]);
  });

  it('wires each domain in exactly one <domain>.module.ts', () => {
    const wrong = Object.entries(wiringFiles(MODULES))
      .filter(([domain, files]) => files.length !== 1 || files[0] !== `${domain}.module.ts`)
      .map(([domain, files]) => `${domain}: ${files.join(', ') || 'none'}`);
    expect(wrong).toEqual([]);
  });
});
