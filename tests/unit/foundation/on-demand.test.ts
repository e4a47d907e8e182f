import { onDemand } from '../../../src/app/on-demand'

describe('onDemand', () => {
  test('once loaded, `use` calls in the same task: a request leaves before any render a promise hop would allow', async () => {
    const service = onDemand(() => Promise.resolve({ send: vi.fn(() => Promise.resolve('sent')) }))
    const module = await service.load()
    const answer = service.use((m) => m.send())
    expect(module.send).toHaveBeenCalledTimes(1)
    await expect(answer).resolves.toBe('sent')
  })

  test('`current` has the module only once it has arrived', async () => {
    const module = { send: () => Promise.resolve('sent') }
    const service = onDemand(() => Promise.resolve(module))
    expect(service.current()).toBeUndefined()
    await service.load()
    expect(service.current()).toBe(module)
  })

  test('before it has loaded, `use` waits for it, and the module is loaded once', async () => {
    const load = vi.fn(() => Promise.resolve({ send: () => Promise.resolve('sent') }))
    const service = onDemand(load)
    await expect(Promise.all([service.use((m) => m.send()), service.use((m) => m.send())])).resolves.toEqual([
      'sent',
      'sent',
    ])
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a failed load is forgotten, so the next use tries again', async () => {
    const load = vi
      .fn<() => Promise<{ send: () => Promise<string> }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ send: () => Promise.resolve('sent') })
    const service = onDemand(load)
    await expect(service.use((m) => m.send())).rejects.toThrow('chunk failed')
    await expect(service.use((m) => m.send())).resolves.toBe('sent')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
