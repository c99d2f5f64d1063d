import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORDER_MOVES } from '@songdee/shared/order/order-rules';
import { ORDER_STATUS_KEYS } from '@songdee/shared/reference/status-keys';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The files allowed to write an order's status: the moves themselves, and the order manage screen's replace, whose
 * dropdown choice `manualTransitionProblem` rules before it is written.
 */
const WRITERS = ['modules/orders/order-moves.ts', 'modules/orders/orders.repository.ts'];

describe('order status writes', () => {
  it('go through moveOrders: no other server file updates orders with a status', () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const name = relative(SRC, file);
      if (WRITERS.includes(name)) continue;
      const text = readFileSync(file, 'utf8');
      // A Drizzle update of the orders table that sets a status, or raw SQL doing the same.
      for (const match of text.matchAll(/\.update\(orders\)[\s\S]{0,200}?\.set\(\{[^}]*statusKey/g))
        found.push(`${name}: ${match[0].slice(0, 60)}`);
      for (const match of text.matchAll(/UPDATE \$\{orders\}[^;`]*status_key/gi)) found.push(`${name}: ${match[0].slice(0, 60)}`);
    }
    expect(found).toEqual([]);
  });

  it('move between real statuses, never out of a shipped order', () => {
    for (const [move, { from, to }] of Object.entries(ORDER_MOVES)) {
      expect(ORDER_STATUS_KEYS, move).toContain(to);
      for (const status of from) expect(ORDER_STATUS_KEYS, move).toContain(status);
      expect(from, move).not.toContain('PENDING_FOR_SHIPMENT');
      expect(from, move).not.toContain('DELIVERED');
    }
  });
});
