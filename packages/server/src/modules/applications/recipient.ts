const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The insured's email address: the record's column, else the form's answer (spec 3: email or form.email). */
export function recipientOf(application: { email: string; form: unknown }): string {
  const form = (application.form ?? {}) as Record<string, unknown>;
  return application.email.trim() || text(form.email);
}
