// The fork ships no types; only what the tests call.
declare module '@20minutes/s3rver' {
  type Options = { address?: string; port?: number; directory: string; silent?: boolean; configureBuckets?: { name: string }[] }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
