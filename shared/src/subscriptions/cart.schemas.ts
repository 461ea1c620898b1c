import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { wholeNumber } from '../validation/numbers.ts';

/** Spec point 9: a term is 1 or 12 months (12 for annual). */
export const addToCartSchema = yup.object({
  productId: yup.string().required(v.productRequired).uuid(v.productRequired),
  noOfMonths: wholeNumber(v.termInvalid).oneOf([1, 12], v.termInvalid).required(v.termInvalid),
});
export type AddToCartInput = yup.InferType<typeof addToCartSchema>;

export const cartItemParamsSchema = yup.object({
  id: yup.string().required(v.productRequired).uuid(v.productRequired),
});
