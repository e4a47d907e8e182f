/** The payment gateway's fixed names, shared by the site and the server (no side effects: the server imports it). */
export const SIMULATED_KEY_ID = 'rzp_test_simulated'
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js'
export const SIMULATED_CHECKOUT_PATH = '/api/payment/simulator/checkout.js'
