import { ORDER_DASHBOARD_MESSAGES, type TOrder, ZOrderCustomer } from '@salon/shared';
import { type LucideIcon, Mail, Pencil, Phone, UserRound } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/Button';
import { FormActions } from '@/components/ui/FormActions';
import { TextInput } from '@/components/ui/fields';
import { showToast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-submit-form';
import { useUpdateOrderCustomer } from '../../api/admin-orders';
import { ordersText as t } from '../../orders-messages';
import { StaffNoteLine } from '../staff-note/StaffNote';
import { DetailCard } from './DetailCard';
import { FailureAlert } from './FailureAlert';
import { type Failure, toFailure } from './order-detail-forms';
import { useFocusOnChange, useFocusOnMount } from './use-focus-on-change';

const m = ORDER_DASHBOARD_MESSAGES;

function CustomerForm({ order, onDone }: { order: TOrder; onDone: () => void }) {
  const update = useUpdateOrderCustomer(order._id);
  const [failure, setFailure] = useState<Failure | null>(null);
  // Name and phone, trimmed, both required: 'Name and phone are required' (admin spec §5).
  const {
    register,
    field,
    handleSubmit,
    formState: { errors },
  } = useZodForm(ZOrderCustomer, { name: order.user.name, phone: order.user.phone ?? '' });

  const nameField = useRef<HTMLInputElement | null>(null);
  useFocusOnMount(nameField);
  const nameRegistration = register('name');

  const onSubmit = handleSubmit(async (user) => {
    setFailure(null);
    try {
      await update.mutateAsync(user);
      showToast('success', m.customerUpdated);
      onDone();
    } catch (error) {
      setFailure(toFailure(error, m.customerUpdateFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.editCustomer()} className="mt-3 space-y-3">
      <TextInput
        label={t.name()}
        autoComplete="off"
        error={errors.name?.message}
        {...nameRegistration}
        ref={(element) => {
          nameRegistration.ref(element);
          nameField.current = element;
        }}
      />
      <TextInput label={t.phone()} type="tel" dir="ltr" autoComplete="off" {...field('phone')} />
      <FormActions pending={update.isPending} busyLabel={t.saving()} onCancel={onDone}>
        {t.saveCustomer()}
      </FormActions>
      <FailureAlert failure={failure} />
    </form>
  );
}

/** One of the customer's details: its icon, its name for screen readers, and its value. */
function DetailRow({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon aria-hidden="true" className="size-4 text-taupe" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** The customer of the order (admin spec §2): name, phone and e-mail, with name and phone editable. */
export function OrderCustomerCard({ order }: { order: TOrder }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  useFocusOnChange(editing, editButton, !editing);
  return (
    <DetailCard
      headingId="order-customer-heading"
      title={t.customer()}
      aside={
        !editing && (
          <button
            type="button"
            ref={editButton}
            onClick={() => setEditing(true)}
            aria-label={t.editCustomer()}
            className={buttonClasses('ghost', 'md', '-me-2')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t.edit()}
          </button>
        )
      }
    >
      {editing ? (
        <CustomerForm order={order} onDone={() => setEditing(false)} />
      ) : (
        <dl className="mt-3 space-y-2 text-sm">
          <DetailRow icon={UserRound} label={t.name()} className="font-medium text-espresso">
            {order.user.name}
          </DetailRow>
          <DetailRow icon={Phone} label={t.phone()} className="text-espresso">
            <bdi dir="ltr">{order.user.phone || '—'}</bdi>
          </DetailRow>
          {order.user.email && (
            <DetailRow icon={Mail} label={t.email()} className="min-w-0 break-all text-espresso">
              <bdi dir="ltr">{order.user.email}</bdi>
            </DetailRow>
          )}
          <StaffNoteLine userId={order.user._id} />
        </dl>
      )}
    </DetailCard>
  );
}
