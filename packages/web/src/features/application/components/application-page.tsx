import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CATALOGUE } from '@bm/domain';
import { Spinner } from '../../../components/loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApplication } from '../api/applications.ts';
import { useProduct } from '../api/products.ts';
import { newApplicationTarget, type NewApplicationState } from '../lib/paths.ts';
import { ApplicationWizard } from './application-wizard.tsx';
import { LoadProblem } from './load-problem.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { wizardMessages } from './messages.ts';

/** The product a path names: the catalogue entry's productId, or the path itself. */
function productIdFor(productPath: string): string {
  return CATALOGUE.find((entry) => entry.applicationPath === productPath)?.productId ?? productPath;
}

/** Without an applicationId: choose one and put it in the URL (replacing it); nothing is written yet. */
function StartApplication({ productPath }: { productPath: string }) {
  const navigate = useNavigate();
  const t = useT(wizardMessages);
  useEffect(() => {
    const { to, state } = newApplicationTarget(productPath);
    navigate(to, { replace: true, state });
  }, [navigate, productPath]);
  return <Spinner label={t('starting')} />;
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function LoadApplication({
  applicationId,
  productPath,
  isNew,
}: {
  applicationId: string;
  productPath: string;
  /** Started here: a 404 means no answer is saved yet, not a missing record. */
  isNew: boolean;
}) {
  const t = useT(wizardMessages);
  const application = useApplication(applicationId);
  const unsaved = isNew && !application.data && notFound(application.error);
  const product = useProduct(
    application.data?.productId ?? (unsaved ? productIdFor(productPath) : undefined),
  );
  if (application.error && !unsaved)
    return <LoadProblem error={application.error} onRetry={() => void application.refetch()} />;
  if (product.error) return <LoadProblem error={product.error} onRetry={() => void product.refetch()} />;
  if (!(application.data || unsaved) || !product.data) return <Spinner label={t('loading')} />;
  return (
    <ApplicationWizard
      applicationId={applicationId}
      application={application.data ?? null}
      product={product.data}
    />
  );
}

/** /products/{productPath}/application?applicationId=: the questionnaire, quote and payment. */
export function ApplicationPage() {
  const { productPath = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const applicationId = params.get('applicationId');
  if (!applicationId) return <StartApplication productPath={productPath} />;
  const isNew = (location.state as NewApplicationState | null)?.newApplicationId === applicationId;
  return (
    <LoadApplication
      key={applicationId}
      applicationId={applicationId}
      productPath={productPath}
      isNew={isNew}
    />
  );
}
