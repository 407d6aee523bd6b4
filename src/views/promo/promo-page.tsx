import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useServices } from '../app-services';
import type { PromoDetail } from '../../api/site/promo-api';
import { LoadFailed } from '../common/load-failed';
import { useResource } from '../use-resource';
import { useSessionUser } from '../use-session';
import { ArticleTemplate } from './templates/article-template';
import { AppTemplate } from './templates/app-template';
import { DepositBonusTemplate } from './templates/deposit-bonus-template';
import { FaqTemplate } from './templates/faq-template';
import { GiftBoxTemplate } from './templates/gift-box-template';
import { InviteTemplate } from './templates/invite-template';
import { LeaderboardTemplate } from './templates/leaderboard-template';
import { RebateTemplate } from './templates/rebate-template';
import { LossRefundTemplate } from './templates/loss-refund-template';
import { ScheduleTemplate } from './templates/schedule-template';
import { SignInTemplate } from './templates/sign-in-template';
import { WheelTemplate } from './templates/wheel-template';
import { FeedbackTemplate } from './templates/feedback-template';
import { PayGuideTemplate } from './templates/pay-guide-template';
import { ServiceTemplate } from './templates/service-template';
import { SERVICE_TIME_ZONE } from './use-promo';
import './promo.css';
import { useDateTime } from '../common/use-date-time';

// The member's transactions bring the personal center's list with them: loaded with that page only.
const TransactionsTemplate = lazy(() => import('./templates/transactions-template'));

/**
 * Every promotion path (docs/product.md, "Promotions") renders here: the server says which template a path
 * uses and sends its content (docs/promo-api.md). A login or a new path loads it again.
 */
export default function PromoPage() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  return <PromoScreen key={`${pathname}|${user?.userName ?? ''}`} path={pathname} />;
}

function PromoScreen({ path }: { path: string }) {
  const { t } = useTranslation('promo');
  const api = useServices().promo;
  const resource = useResource(() => api().then((a) => a.detail(path)), { isEmpty: () => false });
  if (resource.status === 'failed') {
    return (
      <main className="page promo-page">
        <h1>{t('title')}</h1>
        <LoadFailed what={t('what')} onRetry={resource.retry} />
      </main>
    );
  }
  if (!resource.data) {
    return (
      <main className="page promo-page" aria-busy="true">
        <div className="promo-hero skeleton" />
        <h1 className="visually-hidden">{t('loading')}</h1>
      </main>
    );
  }
  const detail = resource.data;
  return (
    <main className="page promo-page" data-testid="promo-page" data-template={detail.template} data-promo={detail.id}>
      <PromoHeader detail={detail} />
      <TemplateBody detail={detail} />
    </main>
  );
}

function PromoHeader({ detail }: { detail: PromoDetail }) {
  const { t } = useTranslation('promo');
  const date = useDateTime('shortDate', SERVICE_TIME_ZONE);
  const info = detail.category === 'info';
  return (
    <header className="promo-head">
      {detail.imageUrl ? (
        <img className="promo-hero" src={detail.imageUrl} alt="" width={1200} height={360} />
      ) : (
        <div className="promo-hero" aria-hidden="true" />
      )}
      <div className="promo-head-text">
        <h1>{detail.title}</h1>
        {detail.summary && <p className="promo-summary">{detail.summary}</p>}
        {!info && (
          <p className="promo-period">{t('period', { start: date(detail.startTime), end: date(detail.endTime) })}</p>
        )}
      </div>
    </header>
  );
}

function TemplateBody({ detail }: { detail: PromoDetail }) {
  switch (detail.template) {
    case 'article':
      return <ArticleTemplate detail={detail} />;
    case 'depositBonus':
      return <DepositBonusTemplate detail={detail} />;
    case 'signIn':
      return <SignInTemplate detail={detail} />;
    case 'wheel':
      return <WheelTemplate detail={detail} />;
    case 'giftBox':
      return <GiftBoxTemplate detail={detail} />;
    case 'rebate':
      return <RebateTemplate detail={detail} />;
    case 'lossRefund':
      return <LossRefundTemplate detail={detail} />;
    case 'leaderboard':
      return <LeaderboardTemplate detail={detail} />;
    case 'schedule':
      return <ScheduleTemplate detail={detail} />;
    case 'invite':
      return <InviteTemplate detail={detail} />;
    case 'faq':
      return <FaqTemplate detail={detail} />;
    case 'app':
      return <AppTemplate detail={detail} />;
    case 'transactions':
      return (
        <Suspense fallback={<div className="promo-body card skeleton" aria-busy="true" />}>
          <TransactionsTemplate detail={detail} />
        </Suspense>
      );
    case 'feedback':
      return <FeedbackTemplate detail={detail} />;
    case 'service':
      return <ServiceTemplate detail={detail} />;
    case 'payGuide':
      return <PayGuideTemplate detail={detail} />;
  }
}
