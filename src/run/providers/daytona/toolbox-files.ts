// A sandbox's files through the toolbox's generated client, called directly. The SDK's own
// FileSystem loads `form-data` and `busboy` at run time, which the action's bundle cannot serve
// (its checkout has no node_modules): here the upload is Node's own FormData and the download
// one file's raw bytes, so nothing is loaded at run time.
import { Daytona } from '@daytonaio/sdk'
import { Configuration, FileSystemApi } from '@daytona/toolbox-api-client'

type AxiosInstance = NonNullable<ConstructorParameters<typeof FileSystemApi>[2]>

/** As long as the SDK's own file calls allow (30 min), for a large archive on a slow link. */
const TRANSFER_TIMEOUT_MS = 30 * 60_000

export interface ToolboxAddress {
  id: string
  toolboxProxyUrl: string
}

export class ToolboxFiles {
  private readonly api: FileSystemApi

  constructor(sandbox: ToolboxAddress, apiKey: string) {
    const basePath = `${sandbox.toolboxProxyUrl.replace(/\/+$/, '')}/${sandbox.id}`
    // The SDK's own HTTP client: its errors are the SDK's (statusCode, code), so faults.ts reads
    // them. (The SDK keeps its own copy of axios, whose types are the same but distinct for tsc.)
    const http = Daytona.createAxiosInstance(TRANSFER_TIMEOUT_MS) as unknown as AxiosInstance
    this.api = new FileSystemApi(
      new Configuration({ basePath, baseOptions: { headers: { Authorization: `Bearer ${apiKey}` } } }),
      basePath,
      http,
    )
  }

  /** Writes `content` at the absolute `path` (the toolbox creates its folders). */
  async upload(content: Buffer, path: string): Promise<void> {
    const form = new FormData()
    form.append('files[0].path', path)
    form.append('files[0].file', new Blob([content]), path.split('/').pop() ?? 'file')
    await this.api.uploadFiles({ data: form, maxBodyLength: Infinity, maxContentLength: Infinity })
  }

  async download(path: string): Promise<Buffer> {
    const response = await this.api.downloadFile(path, {
      responseType: 'arraybuffer',
      maxContentLength: Infinity,
    })
    // as: the generated client types the body as a File; with responseType arraybuffer it is the bytes.
    return Buffer.from(response.data as unknown as ArrayBuffer)
  }
}
