/** The application form of a product: /products/{applicationPath}/application?applicationId={id}. */
export function applicationPath(productPath: string, applicationId: string): string {
  return `/products/${productPath}/application?applicationId=${encodeURIComponent(applicationId)}`;
}
