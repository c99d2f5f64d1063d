// Mantine's Tooltip and what it needs (floating-ui, the portal), loaded apart from the first screen (deferred-tooltip.tsx).
export { Tooltip } from '@mantine/core';
