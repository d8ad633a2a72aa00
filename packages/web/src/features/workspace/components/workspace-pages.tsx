import { UpcomingPage } from './upcoming-page.tsx';

export function AnalyticsPage() {
  return (
    <UpcomingPage
      title="Analytics"
      summary="Charts of quotes, bound policies and premium over time, by product and by broker, will live here."
    />
  );
}
