import { UpcomingPage } from './upcoming-page.tsx';

export function AnalyticsPage() {
  return (
    <UpcomingPage
      title="Analytics"
      summary="Charts of quotes, bound policies and premium over time, by product and by broker, will live here."
    />
  );
}

export function FinancialReportsPage() {
  return (
    <UpcomingPage
      title="Financial Reports"
      summary="Accounting reports of premiums, taxes, fees, net margin and payments to insurers and brokers will live here."
    />
  );
}
