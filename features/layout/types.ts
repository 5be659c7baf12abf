import type { z } from 'zod';
import type { navigationItemSchema } from '@/lib/api/contract/content';

export type NavItem = z.infer<typeof navigationItemSchema>;
