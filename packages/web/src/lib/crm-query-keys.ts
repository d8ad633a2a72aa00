/**
 * The CRM's query keys that two features use: the list (features/crm) is refreshed by an action on a
 * record (features/record) that moves a policy to another brokerage or owner.
 */
export const APPLICATIONS_QUERY_KEY = ['crm', 'applications', 'list'] as const;
