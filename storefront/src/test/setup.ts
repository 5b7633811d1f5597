import '@testing-library/jest-dom/vitest';
import { setupComponentTests } from '@islandstay/web-common/test-support/setup';

// Give-up limits, MSW for the booking service (an unanswered request fails its test), cleanup after each test.
setupComponentTests();
