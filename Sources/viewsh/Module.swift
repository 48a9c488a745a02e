print("viewsh")
