/** The application form of a product: /products/{applicationPath}/application?applicationId={id}. */
export function applicationPath(productPath: string, applicationId: string): string {
  return `/products/${productPath}/application?applicationId=${encodeURIComponent(applicationId)}`;
}

/**
 * Navigation state of a questionnaire started in this browser: the id chosen for it, which the
 * server does not know until the first saved answer creates the application (docs/decisions/0026).
 * The history entry keeps it across a reload.
 */
export interface NewApplicationState {
  newApplicationId?: string;
}

/** Where a new questionnaire of a product starts: a fresh id in the URL, marked as not saved yet. */
export function newApplicationTarget(productPath: string): { to: string; state: NewApplicationState } {
  const id = crypto.randomUUID();
  return { to: applicationPath(productPath, id), state: { newApplicationId: id } };
}
