// Screenshots through one resident exec per screen instead of one exec each: the exec's start is
// most of a screenshot's time on Docker (about 150 of 300 ms at 1280x800 on a loaded 2-core
// machine). Only where the environment's exec keeps stdin open as it comes (Docker's hijacked
// exec); elsewhere, and whenever the helper fails, each screenshot is its own exec.
import { PassThrough, Writable } from 'node:stream'
import type { Environment } from '../environment/types.js'
import { DISPLAY_ENV, SCREENSHOT_TIMEOUT_MS, readScreenshot, takeScreenshot } from './display.js'
import { FrameReader, SCREENSHOT_LOOP_SCRIPT } from './screenshot-frames.js'
import type { RgbImage } from './xwd.js'
import { asError } from '../../narrow.js'

export interface ScreenshotSource {
  take(): Promise<RgbImage>
  /** Ends the helper (its exec ends with its stdin); later screenshots take an exec each. */
  close(): void
}

/** The resident helper where the environment can hold one, else an exec per screenshot. */
export function screenshotSource(environment: Environment): ScreenshotSource {
  if (environment.streamsStdin === true) return new ResidentScreenshots(environment)
  return { take: () => takeScreenshot(environment), close: () => undefined }
}

class ResidentScreenshots implements ScreenshotSource {
  private stdin: PassThrough | null = null
  private closed = false
  private waiter: { resolve: (frame: Buffer) => void; reject: (error: Error) => void } | null = null
  private errors = ''

  constructor(private readonly environment: Environment) {}

  async take(): Promise<RgbImage> {
    if (this.closed) return takeScreenshot(this.environment)
    try {
      return readScreenshot(await this.nextFrame(), this.errors)
    } catch {
      // A helper that broke (or a dump it could not make): this one and every later one by exec,
      // which names the cause if there is one.
      this.close()
      return takeScreenshot(this.environment)
    }
  }

  close(): void {
    this.closed = true
    this.stdin?.end()
    this.fail(new Error('screenshot helper closed'))
  }

  private nextFrame(): Promise<Buffer> {
    const stdin = this.stdin ?? this.start()
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new Error('screenshot helper did not answer')),
        SCREENSHOT_TIMEOUT_MS,
      )
      this.waiter = {
        resolve: (frame) => (clearTimeout(timer), resolve(frame)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      }
      stdin.write('\n')
    })
  }

  private start(): PassThrough {
    const stdin = new PassThrough()
    this.stdin = stdin
    const reader = new FrameReader()
    const stdout = new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        try {
          for (const frame of reader.push(chunk)) this.deliver(frame)
        } catch (error) {
          this.fail(asError(error))
        }
        callback()
      },
    })
    const stderr = new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        this.errors = (this.errors + chunk.toString('utf8')).slice(-400)
        callback()
      },
    })
    void this.environment
      .exec({
        cmd: ['sh', '-c', SCREENSHOT_LOOP_SCRIPT],
        user: 'root',
        env: DISPLAY_ENV,
        stdin,
        stdout,
        stderr,
      })
      .then(
        () => this.fail(new Error('screenshot helper ended')),
        (error: Error) => this.fail(error),
      )
    return stdin
  }

  private deliver(frame: Buffer): void {
    // Only ever one screenshot asked at a time (the screen's calls come one by one).
    const waiter = this.waiter
    this.waiter = null
    waiter?.resolve(frame)
  }

  private fail(error: Error): void {
    this.closed = true
    this.stdin?.end()
    const waiter = this.waiter
    this.waiter = null
    waiter?.reject(error)
  }
}
