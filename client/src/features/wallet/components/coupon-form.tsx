import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redeemCouponSchema, type CouponRedemptionDto } from '@fleetcare/shared';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useRedeemCoupon } from '../api/coupons.ts';
import { ConfirmEmailNotice, isEmailNotConfirmed } from './confirm-email.tsx';

/**
 * Redeem a coupon: its code (any case), and the promotional credit it added. An unconfirmed account is shown how
 * to confirm its address first.
 */
export function CouponForm() {
  const { t, i18n } = useTranslation(['wallet', 'validation', 'errors']);
  const redeem = useRedeemCoupon();
  const [redeemed, setRedeemed] = useState<CouponRedemptionDto>();
  const [unconfirmed, setUnconfirmed] = useState(false);
  return (
    <Formik<{ code: string }>
      initialValues={{ code: '' }}
      validate={validateWith(redeemCouponSchema)}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        setRedeemed(undefined);
        setUnconfirmed(false);
        try {
          const answer = await redeem.mutateAsync(await redeemCouponSchema.validate(values, { stripUnknown: true }));
          setRedeemed(answer);
          helpers.resetForm();
        } catch (error) {
          if (isEmailNotConfirmed(error)) setUnconfirmed(true);
          else applyServerError(error, values, helpers);
        }
      }}
    >
      <Form noValidate className="space-y-3">
        {redeemed && (
          <Alert tone="success">
            {t('coupon.redeemed', { amount: formatMoney(redeemed.amount, i18n.resolvedLanguage), code: redeemed.code })}
          </Alert>
        )}
        {unconfirmed && <ConfirmEmailNotice />}
        <FormError className="" />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormTextField
            name="code"
            label={t('coupon.code')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            frameClassName="flex-1"
            className="uppercase"
          />
          <SubmitButton size="md" className="sm:mt-7">
            {t('coupon.redeem')}
          </SubmitButton>
        </div>
      </Form>
    </Formik>
  );
}
