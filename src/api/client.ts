import axios, { AxiosError } from 'axios'
import { config } from '../config/env'
import { locale } from '../content/locale'
import { ApiError, serverMessage } from './api-error'

export const API_TIMEOUT_MS = 60000

const statusLog: Record<number, string> = {
  400: 'Bad Request. Please check the URL.',
  401: 'Unauthorized. Please login again.',
  403: 'Forbidden. You do not have access.',
  404: 'Not Found. The requested resource does not exist.',
  500: 'Internal Server Error. Please try again later.',
}

/** The log line SPEC §8 gives for a status. */
export function logLineFor(status: number): string {
  return statusLog[status] ?? `Error ${status}`
}

export const apiClient = axios.create({
  baseURL: config.apiBaseUrl,
  timeout: API_TIMEOUT_MS,
  withCredentials: true,
  // No XSRF token (the session cookies are SameSite). Looking for one, axios reads the cookie through the browser's
  // asynchronous Cookie Store before each send(), so a tap's request left only after React had re-rendered the
  // tapped screen: 40-90 ms on a slow phone.
  withXSRFToken: false,
  // The page's language: the server stores it with a buyer (their mails) and answers its messages in it.
  headers: { 'Content-Type': 'application/json', 'X-Language': locale.language },
})

// The rejection's message is the server's own words or empty, never axios's ("Request failed with status code 500",
// "Network Error"): callers show it to people, with their own fallback when it is empty.
apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (error instanceof AxiosError && error.response) {
      const { status, data } = error.response
      console.error(logLineFor(status))
      return Promise.reject(new ApiError(serverMessage(data) ?? '', status, data))
    }
    console.error('Network error. Please check your connection.')
    return Promise.reject(new ApiError('', undefined, undefined))
  },
)

/** POST a JSON body and resolve with the response body. */
export async function post<TResponse>(url: string, body: unknown): Promise<TResponse> {
  const response = await apiClient.post<TResponse>(url, body)
  return response.data
}
