import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNaira, redeemCouponSchema, type CouponRedemptionDto } from '@fleetcare/shared';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useRedeemCoupon } from '../api/coupons.ts';

/** Redeem a coupon: its code (any case), and the amount it added. */
export function CouponForm() {
  const { t } = useTranslation(['wallet', 'validation', 'errors']);
  const redeem = useRedeemCoupon();
  const [redeemed, setRedeemed] = useState<CouponRedemptionDto>();
  return (
    <Formik<{ code: string }>
      initialValues={{ code: '' }}
      validate={validateWith(redeemCouponSchema)}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        setRedeemed(undefined);
        try {
          const answer = await redeem.mutateAsync(await redeemCouponSchema.validate(values, { stripUnknown: true }));
          setRedeemed(answer);
          helpers.resetForm();
        } catch (error) {
          applyServerError(error, values, helpers);
        }
      }}
    >
      <Form noValidate className="space-y-3">
        {redeemed && (
          <Alert tone="success">
            {t('coupon.redeemed', { amount: formatNaira(redeemed.amount), code: redeemed.code })}
          </Alert>
        )}
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
