import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_DASHBOARD_MESSAGES, type TOrder, ZOrderCustomer } from '@salon/shared';
import { Mail, Pencil, Phone, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClasses } from '../../../../components/ui/Button';
import { TextInput } from '../../../../components/ui/fields';
import { showToast } from '../../../../lib/toast';
import { useUpdateOrderCustomer } from '../../api/admin-orders';
import { FailureAlert } from './FailureAlert';
import { type Failure, toFailure } from './order-detail-forms';
import { useFocusOnChange, useFocusOnMount } from './use-focus-on-change';

const m = ORDER_DASHBOARD_MESSAGES;

function CustomerForm({ order, onDone }: { order: TOrder; onDone: () => void }) {
  const update = useUpdateOrderCustomer(order._id);
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    // Name and phone, trimmed, both required: 'Name and phone are required' (admin spec §5).
    resolver: zodResolver(ZOrderCustomer),
    defaultValues: { name: order.user.name, phone: order.user.phone ?? '' },
  });

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
    <form noValidate onSubmit={onSubmit} aria-label="Edit customer" className="mt-3 space-y-3">
      <TextInput
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...nameRegistration}
        ref={(element) => {
          nameRegistration.ref(element);
          nameField.current = element;
        }}
      />
      <TextInput label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Customer'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <FailureAlert failure={failure} />
    </form>
  );
}

/** The customer of the order (admin spec §2): name, phone and e-mail, with name and phone editable. */
export function OrderCustomerCard({ order }: { order: TOrder }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  useFocusOnChange(editing, editButton, !editing);
  return (
    <section
      aria-labelledby="order-customer-heading"
      className="rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="order-customer-heading" className="text-xl text-espresso">
          Customer
        </h2>
        {!editing && (
          <button
            type="button"
            ref={editButton}
            onClick={() => setEditing(true)}
            className={buttonClasses('ghost', 'md', '-mr-2')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> customer</span>
          </button>
        )}
      </div>
      {editing ? (
        <CustomerForm order={order} onDone={() => setEditing(false)} />
      ) : (
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt>
              <UserRound aria-hidden="true" className="size-4 text-taupe" />
              <span className="sr-only">Name</span>
            </dt>
            <dd className="font-medium text-espresso">{order.user.name}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Phone aria-hidden="true" className="size-4 text-taupe" />
              <span className="sr-only">Phone</span>
            </dt>
            <dd className="text-espresso">{order.user.phone || '—'}</dd>
          </div>
          {order.user.email && (
            <div className="flex items-center gap-2">
              <dt>
                <Mail aria-hidden="true" className="size-4 text-taupe" />
                <span className="sr-only">Email</span>
              </dt>
              <dd className="min-w-0 break-all text-espresso">{order.user.email}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
