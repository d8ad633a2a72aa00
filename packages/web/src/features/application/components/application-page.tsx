import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CATALOGUE } from '@bm/domain';
import { Spinner } from '../../../components/loading.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { createApplication, useApplication } from '../api/applications.ts';
import { useProduct } from '../api/products.ts';
import { applicationPath } from '../lib/paths.ts';
import { ApplicationWizard } from './application-wizard.tsx';
import { LoadProblem } from './load-problem.tsx';

/** The product a path names: the catalogue entry's productId, or the path itself. */
function productIdFor(productPath: string): string {
  return CATALOGUE.find((entry) => entry.applicationPath === productPath)?.productId ?? productPath;
}

/** Without an applicationId: start an application, then put its id in the URL (replacing it). */
function StartApplication({ productPath }: { productPath: string }) {
  usePageTitle('New application');
  const navigate = useNavigate();
  const started = useRef(false);
  const { mutate, error, reset } = useMutation({
    mutationFn: () => createApplication(productIdFor(productPath)),
    onSuccess: (application) =>
      navigate(applicationPath(productPath, application.applicationId), { replace: true }),
  });
  useEffect(() => {
    // Once per visit, also under StrictMode's second effect run.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  if (error) {
    return (
      <LoadProblem
        error={error}
        onRetry={() => {
          reset();
          mutate();
        }}
      />
    );
  }
  return <Spinner label="Starting the application" />;
}

function LoadApplication({ applicationId }: { applicationId: string }) {
  const application = useApplication(applicationId);
  const product = useProduct(application.data?.productId);
  if (application.error)
    return <LoadProblem error={application.error} onRetry={() => void application.refetch()} />;
  if (product.error) return <LoadProblem error={product.error} onRetry={() => void product.refetch()} />;
  if (!application.data || !product.data) return <Spinner label="Loading application" />;
  return <ApplicationWizard application={application.data} product={product.data} />;
}

/** /products/{productPath}/application?applicationId=: the questionnaire, quote and payment. */
export function ApplicationPage() {
  const { productPath = '' } = useParams();
  const [params] = useSearchParams();
  const applicationId = params.get('applicationId');
  if (!applicationId) return <StartApplication productPath={productPath} />;
  return <LoadApplication key={applicationId} applicationId={applicationId} />;
}
