export const SubmitButton = ({ label }: { label: string }) => <button type="submit">{label}</button>;
