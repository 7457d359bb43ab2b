/** The billing module of the shared package: plans, contracts, the access rule, test cards. */
export * from '../billing-plans';
export * from './contracts';
export * from './access-rule';
export * from './test-cards';
