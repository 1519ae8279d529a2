# "Helios note": one text field and a Save button that writes the field to /app/note.txt.
import tkinter as tk

root = tk.Tk()
root.title("Helios note")
root.geometry("420x160+40+40")
tk.Label(root, text="Note:", font=("TkDefaultFont", 14)).pack(pady=(16, 4))
field = tk.Entry(root, width=30, font=("TkDefaultFont", 14))
field.pack()
field.focus_set()
status = tk.Label(root, text="")
status.pack()


def save():
    with open("/app/note.txt", "w") as out:
        out.write(field.get() + "\n")
    status.config(text="saved")


tk.Button(root, text="Save", command=save, font=("TkDefaultFont", 14)).pack(pady=8)
root.mainloop()
