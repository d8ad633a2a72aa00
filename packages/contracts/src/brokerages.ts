import { z } from 'zod';

export const brokerageParams = z.object({ id: z.string().trim().min(1).max(100) });

export const brokerageSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  name: z.string(),
  isAgency: z.boolean(),
  province: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  subdomain: z.string().nullable(),
});
export type Brokerage = z.infer<typeof brokerageSchema>;

/** GET /api/brokerages: the brokerages the signed-in user may filter by (all, or their own). */
export const brokerageListResponse = z.object({ items: z.array(brokerageSchema) });
export type BrokerageList = z.infer<typeof brokerageListResponse>;
