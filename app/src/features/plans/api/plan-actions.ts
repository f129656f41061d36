import type { SubscriptionTier } from '../../../../../contracts/plan-catalogue';
import { planApi } from '../../../../../contracts/plans';
import { call } from '../../../api/client';

export const startCheckout = (planType: SubscriptionTier, idempotencyKey: string) =>
  call(planApi.createCheckoutSession, { body: { planType }, idempotencyKey });

export const completeUpgrade = (planType: SubscriptionTier) => call(planApi.completeUpgrade, { body: { planType } });

export const applyPromoCode = (promoCode: string) => call(planApi.applyPromoCode, { body: { promoCode } });

export const cancelPlan = () => call(planApi.cancelPlan);

export const openCustomerPortal = () => call(planApi.createPortalSession, { body: { returnUrl: '/profile?tab=abonnement' } });
