import { describe, expect, it } from 'vitest';
import {
  computeCapRateRating,
  computeCashFlowBand,
  computeCashFlowRating,
  computeDealScore,
  computeRoiRating,
  DEAL_RECOMMENDATIONS,
  getDealRecommendation,
  getDealRecommendationKey,
  isNeedingAttention,
  isStrongPerformer,
} from './ratings';

describe('ratings (docs/product.md "Limits")', () => {
  it('rates the cap rate at exactly 8, 6 and 4', () => {
    expect(computeCapRateRating(8)).toBe('excellent');
    expect(computeCapRateRating(7.99)).toBe('good');
    expect(computeCapRateRating(6)).toBe('good');
    expect(computeCapRateRating(5.99)).toBe('fair');
    expect(computeCapRateRating(4)).toBe('fair');
    expect(computeCapRateRating(3.99)).toBe('poor');
    expect(computeCapRateRating(-2)).toBe('poor');
  });

  it('rates the monthly cash flow at exactly 500, 200 and 0', () => {
    expect(computeCashFlowRating(500)).toBe('excellent');
    expect(computeCashFlowRating(499.99)).toBe('good');
    expect(computeCashFlowRating(200)).toBe('good');
    expect(computeCashFlowRating(199.99)).toBe('fair');
    expect(computeCashFlowRating(0)).toBe('fair');
    expect(computeCashFlowRating(-0.01)).toBe('poor');
  });

  it('rates the roi at exactly 15, 10 and 5', () => {
    expect(computeRoiRating(15)).toBe('excellent');
    expect(computeRoiRating(14.99)).toBe('good');
    expect(computeRoiRating(10)).toBe('good');
    expect(computeRoiRating(9.99)).toBe('fair');
    expect(computeRoiRating(5)).toBe('fair');
    expect(computeRoiRating(4.99)).toBe('poor');
  });

  it('rates an n/a figure poor', () => {
    expect(computeRoiRating(null)).toBe('poor');
    expect(computeCapRateRating(null)).toBe('poor');
  });
});

describe('deal score', () => {
  it('adds 30/20/10 for the cap rate, 40/25/10 for cash flow and 30/20/10 for roi', () => {
    expect(computeDealScore({ capRate: 8, cashFlow: 500, roi: 15 })).toBe(100);
    expect(computeDealScore({ capRate: 6, cashFlow: 200, roi: 10 })).toBe(65);
    expect(computeDealScore({ capRate: 4, cashFlow: 0, roi: 5 })).toBe(30);
    expect(computeDealScore({ capRate: 3.99, cashFlow: -0.01, roi: 4.99 })).toBe(0);
    expect(computeDealScore({ capRate: 8, cashFlow: -100, roi: null })).toBe(30);
    expect(computeDealScore({ capRate: null, cashFlow: 500, roi: null })).toBe(40);
  });

  it('reaches 70 and 50 exactly', () => {
    expect(computeDealScore({ capRate: 6, cashFlow: 500, roi: 5 })).toBe(70); // 20 + 40 + 10
    expect(computeDealScore({ capRate: 4, cashFlow: 500, roi: 0 })).toBe(50); // 10 + 40 + 0
    expect(computeDealScore({ capRate: 8, cashFlow: 0, roi: 5 })).toBe(50); // 30 + 10 + 10
  });
});

describe('recommendation', () => {
  it('uses the product’s texts at 70 and 50', () => {
    expect(getDealRecommendation(100)).toBe('Strong Investment Opportunity');
    expect(getDealRecommendation(70)).toBe('Strong Investment Opportunity');
    expect(getDealRecommendation(69)).toBe('Moderate Investment Potential');
    expect(getDealRecommendation(50)).toBe('Moderate Investment Potential');
    expect(getDealRecommendation(49)).toBe('Consider Alternative Options');
    expect(getDealRecommendation(0)).toBe('Consider Alternative Options');
    expect(getDealRecommendationKey(70)).toBe('strong');
    expect(getDealRecommendationKey(50)).toBe('moderate');
    expect(getDealRecommendationKey(45)).toBe('alternative');
    expect(Object.values(DEAL_RECOMMENDATIONS)).toHaveLength(3);
  });
});

describe('cash flow bands (portfolio analysis)', () => {
  it('bands above 500, above 200 up to 500, above 0 up to 200, exactly 0, and below 0', () => {
    expect(computeCashFlowBand(500.01)).toBe('excellent');
    expect(computeCashFlowBand(500)).toBe('good');
    expect(computeCashFlowBand(200.01)).toBe('good');
    expect(computeCashFlowBand(200)).toBe('moderate');
    expect(computeCashFlowBand(0.01)).toBe('moderate');
    expect(computeCashFlowBand(0)).toBe('breakEven');
    expect(computeCashFlowBand(-0.01)).toBe('negative');
  });

  it('counts excellent and good as strong performers, negative as needing attention', () => {
    expect(isStrongPerformer('excellent')).toBe(true);
    expect(isStrongPerformer('good')).toBe(true);
    expect(isStrongPerformer('moderate')).toBe(false);
    expect(isNeedingAttention('negative')).toBe(true);
    expect(isNeedingAttention('breakEven')).toBe(false);
  });
});
