/** One choice of a shared select, dropdown or radio-group input. */
export interface InputOption {
  value: string;
  label: string;
  /** Help shown in a tooltip beside the option. */
  tooltip?: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}
