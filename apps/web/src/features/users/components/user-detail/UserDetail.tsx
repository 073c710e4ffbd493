import { ORDER_DASHBOARD_MESSAGES } from '@salon/shared';
import { ArrowLeft, CalendarDays, Mail, Phone, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { PAGING_MESSAGES } from '@/components/ui/list-messages';
import { Pagination } from '@/components/ui/Pagination';
import { StaffNoteEditor } from '@/features/orders';
import { INTL_LOCALE } from '@/lib/locale';
import { clampPage } from '@/lib/paged-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListSearchParams, useStayOnAPageWithRows } from '@/lib/use-list-search-params';
import { useAdminUser } from '../../api/admin-users';
import { ROLE_LABELS, usersText as t } from '../../users-messages';
import { UserOrderCard } from './UserOrderCard';
import { memberSince } from './user-summary';

const m = ORDER_DASHBOARD_MESSAGES;
/** Back to the shell, on the tab the admin came from. */
const BACK = '/dashboard?tab=users';
/** Order cards are tall: a page of them is a screenful or two. */
const ORDERS_PAGE_SIZE = 20;
const NO_FILTERS = [] as const;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 rounded-2xl bg-sand py-3 pe-4 ps-11">
      <dt className="text-xs font-semibold uppercase tracking-wide text-cocoa">
        <span className="absolute top-3.5 start-4 text-wine">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-espresso">{children}</dd>
    </div>
  );
}

/** /dashboard/users/:id (admin spec §2 "User detail"): who they are and their order history. */
export function UserDetail({ id }: { id: string }) {
  const list = useListSearchParams(NO_FILTERS);
  const page = clampPage(list.page, ORDERS_PAGE_SIZE);
  const user = useAdminUser(id, { page, pageSize: ORDERS_PAGE_SIZE });
  const history = user.data ? { items: user.data.orders, total: user.data.orderCount } : undefined;
  useStayOnAPageWithRows(page, ORDERS_PAGE_SIZE, history, user.isSuccess && !user.isPlaceholderData, list.setPage);
  useDocumentTitle(user.data ? t.documentTitle({ name: user.data.name }) : t.documentTitlePlain());

  const back = (
    <ButtonLink to={BACK} variant="secondary">
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t.backToUsers()}
    </ButtonLink>
  );

  if (user.isPending) {
    return (
      <p role="status" className="py-24 text-center text-taupe">
        {t.loadingUser()}
      </p>
    );
  }
  if (user.isError) {
    return (
      <div className="px-4 py-16 sm:px-6">
        <LoadError title={m.userLoadFailed} error={user.error}>
          {back}
        </LoadError>
      </div>
    );
  }

  const data = user.data;
  // One page of the history, newest first as the server sends it; the count and 'Member Since' cover all.
  const orders = data.orders;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-20 sm:px-6 lg:px-8 lg:pt-10">
      {back}

      <section
        aria-labelledby="user-name"
        className="mt-6 rounded-3xl border border-blush-200/80 bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="user-name" className="text-3xl break-words text-espresso sm:text-4xl">
            {data.name}
          </h1>
          {/* An invitation not yet accepted: the role it gives, and that it waits (not "Customer"). */}
          <span className="rounded-full bg-wine px-3 py-1 text-sm font-semibold text-white">
            {data.invited && data.invitedRole ? ROLE_LABELS[data.invitedRole] : t.roleBadge({ role: data.role })}
          </span>
          {data.invited && (
            <span className="rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
              {t.invitedState()}
            </span>
          )}
        </div>
        {data.invited && <p className="mt-2 text-sm text-taupe">{t.invitationPending()}</p>}
        <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Fact icon={<Phone aria-hidden="true" className="size-4" />} label={t.columnPhone()}>
            {data.phone ? <span dir="ltr">{data.phone}</span> : '—'}
          </Fact>
          <Fact icon={<Mail aria-hidden="true" className="size-4" />} label={t.columnEmail()}>
            <span dir="ltr" className="break-all">
              {data.email ?? '—'}
            </span>
          </Fact>
          <Fact icon={<ShoppingBag aria-hidden="true" className="size-4" />} label={t.totalOrders()}>
            {new Intl.NumberFormat(INTL_LOCALE).format(data.orderCount)}
          </Fact>
          <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />} label={m.memberSince}>
            {memberSince(data.firstOrderAt)}
          </Fact>
        </dl>
      </section>

      <div className="mt-6">
        <StaffNoteEditor userId={data._id} />
      </div>

      <section aria-labelledby="order-history-heading" className="mt-10">
        <h2 id="order-history-heading" className="text-2xl text-espresso">
          {t.orderHistory()}
        </h2>
        {orders.length === 0 ? (
          <div className="mt-4 rounded-3xl border border-dashed border-blush-200 bg-white px-6 py-12 text-center">
            <ShoppingBag aria-hidden="true" className="mx-auto size-10 text-rose-gold" strokeWidth={1.5} />
            <p className="mt-4 text-xl text-espresso">{m.noOrdersYet}</p>
          </div>
        ) : (
          <div className="mt-4 space-y-4" aria-busy={user.isPlaceholderData}>
            <ul className="space-y-4">
              {orders.map((order) => (
                <UserOrderCard key={order._id} order={order} />
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={ORDERS_PAGE_SIZE}
              total={data.orderCount}
              onPageChange={(next) => list.setPage(next)}
              messages={PAGING_MESSAGES.userOrders}
            />
          </div>
        )}
      </section>
    </div>
  );
}
