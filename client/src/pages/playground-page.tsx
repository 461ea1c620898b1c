import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { ConfirmDialog } from '../components/ui/confirm-dialog.tsx';
import { CheckboxInput, PasswordInput, SelectInput, TextInput } from '../components/ui/field.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { showToast } from '../components/ui/toast.tsx';
import type { SubscriptionProductDto, SubscriptionTerm } from '@fleetcare/shared';
import { SubscriptionProductCard } from '../features/subscriptions/components/subscription-product-card.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

const variants = ['primary', 'accent', 'secondary', 'ghost', 'danger'] as const;
const sizes = ['md', 'lg'] as const;
const tones = ['info', 'success', 'warning', 'error'] as const;
const PENDING_DEMO_MS = 3000;

function Specimen({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 py-10">
      <h2 id={id} className="scroll-mt-24 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {note && <p className="mt-1 max-w-[65ch] text-sm text-slate-600">{note}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

function Label({ children }: { children: ReactNode }) {
  return <p className="mb-2 font-mono text-xs text-slate-500">{children}</p>;
}

function Buttons() {
  const { t } = useTranslation('playground');
  return (
    <div className="space-y-6">
      {sizes.map((size) => (
        <div key={size}>
          <Label>size="{size}"</Label>
          <div className="flex flex-wrap items-center gap-3">
            {variants.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {variant}
              </Button>
            ))}
          </div>
        </div>
      ))}
      <div>
        <Label>disabled</Label>
        <div className="flex flex-wrap items-center gap-3">
          {variants.map((variant) => (
            <Button key={variant} variant={variant} disabled>
              {variant}
            </Button>
          ))}
        </div>
      </div>
      <div>
        <Label>loading (disabled + aria-busy + Spinner)</Label>
        <div className="flex flex-wrap items-center gap-3">
          {variants.map((variant) => (
            <Button key={variant} variant={variant} disabled aria-busy>
              <Spinner />
              {t('buttons.saving')}
            </Button>
          ))}
        </div>
      </div>
      <div>
        <Label>ButtonLink</Label>
        <div className="flex flex-wrap items-center gap-3">
          <ButtonLink to="/playground">{t('buttons.link')}</ButtonLink>
          <ButtonLink to="/playground" variant="secondary">
            {t('buttons.link')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

function Fields() {
  const { t } = useTranslation('playground');
  const [checked, setChecked] = useState(false);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <TextInput label={t('fields.name')} placeholder="Amaka Obi" autoComplete="off" />
      <TextInput label={t('fields.email')} type="email" hint={t('fields.emailHint')} autoComplete="off" />
      <TextInput
        label={t('fields.phone')}
        defaultValue="0803"
        error={t('fields.phoneError')}
        inputMode="tel"
        autoComplete="off"
      />
      <TextInput label={t('fields.disabled')} defaultValue={t('fields.disabledValue')} disabled />
      <PasswordInput
        label={t('fields.password')}
        hint={t('fields.passwordHint')}
        showLabel={t('fields.show')}
        hideLabel={t('fields.hide')}
        autoComplete="new-password"
      />
      <SelectInput label={t('fields.vehicleClass')} defaultValue="">
        <option value="" disabled>
          {t('fields.choose')}
        </option>
        <option value="car">Car</option>
        <option value="suv">SUV</option>
        <option value="bus">Bus</option>
      </SelectInput>
      <SelectInput label={t('fields.category')} defaultValue="" error={t('fields.categoryError')}>
        <option value="">{t('fields.choose')}</option>
        <option value="vehicle">Vehicle</option>
      </SelectInput>
      <div className="space-y-4">
        <CheckboxInput
          label={t('fields.terms')}
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <CheckboxInput label={t('fields.terms')} error={t('fields.termsError')} />
      </div>
    </div>
  );
}

function Alerts() {
  const { t } = useTranslation('playground');
  return (
    <div className="space-y-4">
      {tones.map((tone) => (
        <Alert key={tone} tone={tone} title={t(`alerts.${tone}`)}>
          {t('alerts.body')}
        </Alert>
      ))}
      <Alert
        tone="error"
        title={t('alerts.withAction')}
        action={<Button variant="secondary">{t('alerts.retry')}</Button>}
      />
    </div>
  );
}

function Dialogs() {
  const { t } = useTranslation('playground');
  const [open, setOpen] = useState<'plain' | 'danger' | 'pending' | null>(null);
  const close = (next: boolean) => !next && setOpen(null);
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" onClick={() => setOpen('plain')}>
        {t('dialogs.openPlain')}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('danger')}>
        {t('dialogs.openDanger')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen('pending');
          // A real action would close it when the call returns.
          setTimeout(() => setOpen((current) => (current === 'pending' ? null : current)), PENDING_DEMO_MS);
        }}
      >
        {t('dialogs.openPending')}
      </Button>
      <ConfirmDialog
        open={open === 'plain'}
        onOpenChange={close}
        title={t('dialogs.plainTitle')}
        description={t('dialogs.plainBody')}
        confirmLabel={t('dialogs.confirm')}
        cancelLabel={t('dialogs.cancel')}
        onConfirm={() => setOpen(null)}
      />
      <ConfirmDialog
        open={open === 'danger' || open === 'pending'}
        onOpenChange={close}
        danger
        pending={open === 'pending'}
        title={t('dialogs.dangerTitle')}
        description={t('dialogs.dangerBody')}
        confirmLabel={t('dialogs.delete')}
        cancelLabel={t('dialogs.cancel')}
        onConfirm={() => setOpen(null)}
      />
      <p className="w-full text-sm text-slate-600">{t('dialogs.pendingNote')}</p>
    </div>
  );
}

function Loaders() {
  const { t } = useTranslation('playground');
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <Label>{'<Spinner />'}</Label>
        <div className="flex items-center gap-4 text-brand-700">
          <Spinner />
          <Spinner className="size-6" />
          <Spinner className="size-8" />
        </div>
      </div>
      <div>
        <Label>{'<PageLoader />'}</Label>
        <div className="rounded-xl border border-slate-200">
          <PageLoader />
        </div>
        <p className="mt-2 text-sm text-slate-600">{t('loaders.pageLoader')}</p>
      </div>
    </div>
  );
}

function ProductCards() {
  const { t } = useTranslation('playground');
  const [term, setTerm] = useState<SubscriptionTerm>('annually');
  const [pending, setPending] = useState(false);
  const product: SubscriptionProductDto = {
    _id: 'playground-plan',
    name: t('product.name'),
    description: t('product.description'),
    monthlyPrice: 1_500_000,
    monthlyDiscount: 0.1,
    annualDiscount: 0.15,
    currency: 'NGN',
    features: [t('product.feature1'), t('product.feature2'), t('product.feature3')],
  };
  const addToCart = () => {
    setPending(true);
    setTimeout(() => setPending(false), PENDING_DEMO_MS);
  };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        {(['annually', 'monthly'] as const).map((option) => (
          <Button
            key={option}
            variant={term === option ? 'primary' : 'secondary'}
            aria-pressed={term === option}
            onClick={() => setTerm(option)}
          >
            {t(`product.${option}`)}
          </Button>
        ))}
      </div>
      <div>
        <Label>layout="wide"</Label>
        <SubscriptionProductCard
          product={product}
          term={term}
          layout="wide"
          onAddToCart={addToCart}
          pending={pending}
        />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <Label>layout="stacked" pending</Label>
          <SubscriptionProductCard product={product} term={term} onAddToCart={addToCart} pending />
        </div>
        <div>
          <Label>layout="stacked" error</Label>
          <SubscriptionProductCard product={product} term={term} onAddToCart={addToCart} error={t('product.error')} />
        </div>
      </div>
    </div>
  );
}

const sections = ['buttons', 'fields', 'alerts', 'toasts', 'dialogs', 'loaders', 'product'] as const;

/** /playground: every shared UI primitive in every state, for the people building screens. */
export function PlaygroundPage() {
  const { t } = useTranslation('playground');
  usePageMeta(t('title'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-[65ch] text-slate-600">{t('intro')}</p>
      <nav aria-label={t('contents')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section}>
              <Link
                to={`#pg-${section}`}
                className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3.5 text-sm font-medium text-slate-700 hover:border-brand-600"
              >
                {t(`${section}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10">
        <Specimen id="pg-buttons" title={t('buttons.title')} note={t('buttons.note')}>
          <Buttons />
        </Specimen>
        <Specimen id="pg-fields" title={t('fields.title')} note={t('fields.note')}>
          <Fields />
        </Specimen>
        <Specimen id="pg-alerts" title={t('alerts.title')} note={t('alerts.note')}>
          <Alerts />
        </Specimen>
        <Specimen id="pg-toasts" title={t('toasts.title')} note={t('toasts.note')}>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => showToast(t('toasts.successMessage'))}>
              {t('toasts.success')}
            </Button>
            <Button variant="secondary" onClick={() => showToast(t('toasts.errorMessage'), 'error')}>
              {t('toasts.error')}
            </Button>
          </div>
        </Specimen>
        <Specimen id="pg-dialogs" title={t('dialogs.title')} note={t('dialogs.note')}>
          <Dialogs />
        </Specimen>
        <Specimen id="pg-loaders" title={t('loaders.title')} note={t('loaders.note')}>
          <Loaders />
        </Specimen>
        <Specimen id="pg-product" title={t('product.title')} note={t('product.note')}>
          <ProductCards />
        </Specimen>
      </div>
    </div>
  );
}

export default PlaygroundPage;
